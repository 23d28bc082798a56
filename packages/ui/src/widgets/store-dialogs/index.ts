export { FollowSuccessDialog, type FollowSuccessDialogProps } from './follow-success-dialog';
export { LoginRequiredDialog, type LoginRequiredDialogProps } from './login-required-dialog';
