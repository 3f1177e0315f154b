import Presentation
import TerminalUI

extension Application {
    /// The whole frame: the top screen, the sheet and alert over it, and the status bar.
    public func compose(size: Size) -> ScreenBuffer {
        guard Self.fits(size) else {
            return TooSmallScreen.render(size: size, minimum: Self.minimumSize, theme: theme)
        }
        var buffer = ScreenBuffer(size: size)
        let (content, statusRow) = buffer.area.splitBottom(1)
        stack.last?.view.render(in: content, buffer: &buffer, theme: theme)
        for overlay in [sheet?.view, alert?.view].compactMap({ $0 }) {
            buffer.cursor = nil
            overlay.render(in: content, buffer: &buffer, theme: theme)
        }
        var crumbs = stack.map(\.view.title)
        if let sheet { crumbs.append(sheet.view.title) }
        StatusBar(breadcrumb: crumbs, hints: statusHints, message: router.notice?.text,
                  isError: router.notice?.isError ?? false, theme: theme)
            .render(in: statusRow, buffer: &buffer)
        return buffer
    }
}
