// A row of the configure screen that stacks on a phone: its text, then its buttons.
export const rowFromSm = {
  display: 'flex',
  flexDirection: { xs: 'column', sm: 'row' },
  alignItems: { sm: 'center' },
  gap: 2,
} as const;
