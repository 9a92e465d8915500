// The side menu's visible items and icons, which the dashboard's shortcuts repeat.
export { MENU_ICONS } from './components/menu-icons';
export { useVisibleMenu } from './components/side-menu';
