export { ChangePasswordForm } from './ChangePasswordForm';
export { ChangePasswordScreen } from './ChangePasswordScreen';
