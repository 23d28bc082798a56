export { PageLoader, type PageLoaderLabels, type PageLoaderProps } from './page-loader';
