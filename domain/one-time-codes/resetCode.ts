/**
 * The console's password-reset code (forgot password → verify → reset): how many digits the
 * server sends and the reset screen's boxes take, and how long it stays valid. The portal's
 * sign-in code is its own (4 digits, customer-portal §9).
 */
export const passwordResetCode = { digits: 6, ttlSeconds: 300 } as const;
