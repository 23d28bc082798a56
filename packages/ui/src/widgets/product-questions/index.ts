export { ProductQuestions, type ProductQuestionsProps } from './product-questions';
export type { ProductQuestionsLabels } from './labels';
