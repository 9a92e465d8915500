import { type MantineColorsTuple, createTheme } from '@mantine/core';

// Deep blue brand scale; shade 7 is the main brand color (buttons, active items).
const brand: MantineColorsTuple = [
  '#eaf0fb',
  '#d3def4',
  '#a6bde8',
  '#779bdc',
  '#4f7ed2',
  '#366bcc',
  '#2760c5',
  '#1a4fa8',
  '#123f8a',
  '#0a2f6b',
];

const SYSTEM_FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

/** Spec §2.1 breakpoints: sm 320, md 768, lg 1200 (em of 16 px, as Mantine expects). */
export const BREAKPOINTS = { xs: '20em', sm: '20em', md: '48em', lg: '75em', xl: '90em' };

/** The side menu shows only above md (768 px); at 768 px and below the burger and drawer take over. */
export const SIDE_MENU_MIN_WIDTH_PX = 769;
export const SIDE_MENU_WIDTH = 273;
export const SIDE_MENU_COLLAPSED_WIDTH = 80;
export const HEADER_HEIGHT = 64;

const FIELDS = [
  'TextInput',
  'PasswordInput',
  'Select',
  'MultiSelect',
  'NativeSelect',
  'Autocomplete',
  'TagsInput',
  'NumberInput',
  'Textarea',
  'FileInput',
  'DateInput',
  'DatePickerInput',
  'MonthPickerInput',
  'TimePicker',
  'SegmentedControl',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily: SYSTEM_FONT,
  fontFamilyMonospace: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  headings: { fontFamily: SYSTEM_FONT, fontWeight: '650' },
  breakpoints: BREAKPOINTS,
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    // Every field is one size, so fields side by side line up (a comuna Select or a date beside a
    // text input was 36 px against 42); a screen that wants a small one says so.
    ...Object.fromEntries(FIELDS.map((name) => [name, { defaultProps: { size: 'md' } }])),
    Modal: {
      defaultProps: { radius: 'lg', centered: true, overlayProps: { backgroundOpacity: 0.45, blur: 2 } },
    },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 200 } },
  },
});
