import { BlogPostPage } from '@client/features/marketing-site/components/pages/blog-post-page';

export default BlogPostPage;
