import Presentation

/// Where Explore's sections go: featured over categories on the left, popular over news on
/// the right, which is wider because headlines are long.
enum ExploreLayout {
    static func grid(_ area: Rect) -> [ExploreSection: Rect] {
        let (left, right) = area.splitLeft(area.width * 2 / 5)
        let (featured, categories) = left.splitTop(left.height / 2)
        let (popular, news) = right.splitTop(right.height / 2)
        return [.featured: featured, .categories: categories, .popular: popular, .news: news]
    }
}
