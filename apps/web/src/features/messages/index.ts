// The business's messages for the dashboard's widget: the list, marking read, their texts.
export { useBusinessMessages, useReadAllMessages, useReadMessage } from './api/messages';
export { MESSAGES_MSG } from './messages';
