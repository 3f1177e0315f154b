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

    static func message(_ text: String, in area: Rect, buffer: inout ScreenBuffer, style: Style) {
        let lines = TextLayout.wrap(text, width: max(1, area.width - 4))
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (i, line) in lines.enumerated() {
            let x = HorizontalAlignment.center.startColumn(width: TextWidth.of(line), in: area)
            buffer.write(line, x: x, y: top + i, style: style, clip: area)
        }
    }
}
