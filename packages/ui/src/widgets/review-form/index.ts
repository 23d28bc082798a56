export { ReviewForm, type ReviewFormLabels, type ReviewFormProps, type ReviewFormValues } from './review-form';
