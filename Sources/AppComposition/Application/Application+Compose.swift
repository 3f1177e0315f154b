import Presentation
import TerminalUI

extension Application {
    /// The whole frame: the top screen, the sheet and alert over it, and the status bar (taller
    /// while a long notice shows: up to a third of the screen).
    public func compose(size: Size) -> ScreenBuffer {
        guard Self.fits(size) else {
            return TooSmallScreen.render(size: size, minimum: Self.minimumSize, theme: theme)
        }
        var buffer = ScreenBuffer(size: size)
        var crumbs = stack.map(\.view.title)
        if let sheet { crumbs.append(sheet.view.title) }
        var bar = StatusBar(breadcrumb: crumbs, hints: [], message: router.notice?.text,
                            isError: router.notice?.isError ?? false, theme: theme)
        // The screen drawn, not `router.top`: reading the router here would redraw, and sync the
        // modules, from the observation while a key's own sync is still under way.
        if let screenStatus = stack.last?.view.statusText {
            bar.status = screenStatus
        } else {
            bar.status = deps.feedActivity.statusText(on: stack.last?.route)
            bar.shortStatus = deps.feedActivity.shortStatusText
            bar.statusGivesWay = deps.feedActivity.statusGivesWay
            bar.statusIsError = !deps.feedActivity.isRunning && !deps.feedActivity.failures.isEmpty
        }
        // The bar's height depends on the notice only; the hints are taken after the views drew,
        // as drawing may change their keymaps.
        let (content, statusRows) = buffer.area.splitBottom(bar.height(width: size.width, maxRows: size.height / 3))
        stack.last?.view.render(in: content, buffer: &buffer, theme: theme)
        // A screen with nothing selected (an empty list, Welcome) has its focus on its first line.
        if buffer.focus == nil { buffer.focus = (content.x, content.y) }
        for overlay in [sheet?.view, sheetKeys, alert?.view].compactMap({ $0 }) {
            buffer.cursor = nil
            buffer.focus = nil
            overlay.render(in: content, buffer: &buffer, theme: theme)
        }
        bar.hints = statusHints
        bar.render(in: statusRows, buffer: &buffer)
        return buffer
    }
}
