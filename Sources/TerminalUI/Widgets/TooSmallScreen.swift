/// The screen shown instead of the app when the terminal is smaller than it needs.
public enum TooSmallScreen {
    /// A full screen of `size` saying the terminal is too small and what size is needed,
    /// centred. It shows the most that fits whole, from "Terminal too small" / "need 60×16,
    /// now 30×8" down to "60×16" (a word is never cut): the needed size goes last. Below 5
    /// columns it shows "…"; a 0×0 size gives an empty buffer.
    public static func render(size: Size, minimum: Size, theme: Theme) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        guard size.width > 0, size.height > 0 else { return buffer }
        let lines = messages(size: size, minimum: minimum).first { lines in
            lines.count <= size.height && lines.allSatisfy { TextWidth.of($0.text) <= size.width }
        } ?? [(text: "…", isTitle: false)]
        let top = (size.height - lines.count) / 2
        for (index, line) in lines.enumerated() {
            let span = Span(line.text, theme.style(line.isTitle ? .title : .muted))
            let x = HorizontalAlignment.center.startColumn(width: span.width, in: buffer.area)
            buffer.write([span], x: x, y: top + index)
        }
        return buffer
    }

    /// The messages to try, most said first: the title, whole, on two lines or short, above
    /// the needed and the current size, then on one line.
    static func messages(size: Size, minimum: Size) -> [[(text: String, isTitle: Bool)]] {
        let need = "\(minimum.width)×\(minimum.height)", now = "now \(size.width)×\(size.height)"
        let titles = [["Terminal too small"], ["Terminal", "too small"], ["Too small"]]
        let sizes = [["need \(need), \(now)"], ["need \(need)", now], ["need \(need)"]]
        let titled = sizes.flatMap { sizeLines in
            titles.map { $0.map { ($0, true) } + sizeLines.map { ($0, false) } }
        }
        return titled + [[("Too small: need \(need)", false)], [("\(need) needed", false)], [(need, false)]]
    }
}
