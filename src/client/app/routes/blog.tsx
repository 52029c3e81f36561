import { BlogPage } from '@client/features/marketing-site/components/pages/blog-page';

export default BlogPage;
