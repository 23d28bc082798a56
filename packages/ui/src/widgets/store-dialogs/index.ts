export {
  FollowSuccessDialog,
  type FollowSuccessDialogLabels,
  type FollowSuccessDialogProps,
} from './follow-success-dialog';
export {
  LoginRequiredDialog,
  type LoginRequiredDialogLabels,
  type LoginRequiredDialogProps,
} from './login-required-dialog';
