export { GuestPage, productName, type GuestPageProps } from './GuestPage';
export { Notice, type NoticeProps } from './Notice';
export { useWriteFailure } from './useWriteFailure';
export { OtpField, type OtpFieldProps } from './OtpField';
