import Presentation

extension ExploreView {
    /// Where the sections go: featured, the user's avatars and categories on the left; popular
    /// over news on the right, which is wider because headlines are long.
    static func grid(_ area: Rect) -> [ExploreSection: Rect] {
        let (left, right) = area.splitLeft(area.width * 2 / 5)
        let (featured, below) = left.splitTop(left.height / 3)
        let (mine, categories) = below.splitTop(below.height / 3)
        let (popular, news) = right.splitTop(right.height / 2)
        return [.featured: featured, .myAvatars: mine, .categories: categories, .popular: popular, .news: news]
    }
}
