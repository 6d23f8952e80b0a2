export { passwordResetCode } from './resetCode';
