/** Every portal URL the app links to; features receive callbacks, never URLs. */
export const paths = {
  frontHome: '/',
  frontHomeOp: (operatorId: number) => `/home/${operatorId}`,
} as const;
