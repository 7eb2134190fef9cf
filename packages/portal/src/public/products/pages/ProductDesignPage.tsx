import { BlankBrowser, useBlankCategories } from '../components/BlankBrowser.js';

/** /home/productDesign?keyWord=: every blank on sale, by category and keyword. */
export default function ProductDesignPage() {
  const categories = useBlankCategories();
  return (
    <BlankBrowser
      title="商品列表"
      intro="挑选空白商品，在线设计后一件起订"
      categories={categories.state === 'done' ? categories.data : []}
    />
  );
}
