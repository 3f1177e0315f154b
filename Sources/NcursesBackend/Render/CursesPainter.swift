import CNcurses
import TerminalUI

/// Draws frames with ncurses: hands it only the cells that changed since the last frame, through
/// the wide-character API, then refreshes once.
@MainActor
final class CursesPainter {
    private var previous: ScreenBuffer?
    private var previousVisible: Size?
    private var colorPairs: ColorPairTable
    private let noColorVideo: NoColorVideo
    private var cursorShown: Bool?
    /// The curses attributes and colour pair of the style drawn last: runs keep one style for
    /// many cells.
    private var lastLook: (style: Style, attributes: attr_t, pair: Int16)?
    private let asciiOnly: Bool
    private let cursorFollowsFocus: Bool

    /// A painter for a screen with `colorCount` colours (0: attributes only), which shows the
    /// attributes of `noColorVideo` only in its default colours; with `asciiOnly`
    /// (no UTF-8 locale) every character is drawn in ASCII. With `cursorFollowsFocus`, the hidden
    /// cursor rests at the buffer's focus; otherwise wherever drawing ended, which saves the bytes
    /// of a move on most keys.
    init(
        colorCount: Int, pairLimit: Int, noColorVideo: NoColorVideo = .none, asciiOnly: Bool = false,
        cursorFollowsFocus: Bool = false
    ) {
        colorPairs = ColorPairTable(colorCount: colorCount, pairLimit: pairLimit)
        self.noColorVideo = noColorVideo
        self.asciiOnly = asciiOnly
        self.cursorFollowsFocus = cursorFollowsFocus
    }

    /// Forgets the last frame: the next `present` hands every cell to ncurses, and shows or
    /// hides the cursor again (coming back from a stop, ncurses had hidden it).
    func forgetFrame() {
        previous = nil
        cursorShown = nil
    }

    /// Shows the buffer, clipped to `visible` (the ncurses screen size).
    func present(_ buffer: ScreenBuffer, visible: Size) {
        let screen = aichats_stdscr()
        if visible != previousVisible { previous = nil }
        if previous == nil { werase(screen) }
        // ncurses ends every update with the terminal's attributes reset: a blank first in this
        // one is drawn plain (`blankStyle`), not in a colour that would need a change of its own.
        _ = look(of: .plain)
        for run in FrameDiff.runs(from: previous, to: buffer, visible: visible) { draw(run, on: screen) }
        placeCursor(buffer.cursor, focus: cursorFollowsFocus ? buffer.focus : nil, visible: visible, on: screen)
        wnoutrefresh(screen)
        doupdate()
        previous = buffer
        previousVisible = visible
    }

    /// Writes one run without moving the cursor; `wadd_wchnstr` neither wraps nor scrolls, so the
    /// bottom-right cell is safe. A printable ASCII character, as most cells hold, is drawn as
    /// itself in any locale, which `GlyphResolver` would also say, without its arrays.
    private func draw(_ run: CellRun, on screen: UnsafeMutablePointer<WINDOW>?) {
        var chars: [cchar_t] = []
        chars.reserveCapacity(run.cells.count + 2)
        for cell in run.cells {
            if let scalar = cell.onlyScalar, cell.width == 1, scalar.value >= 0x20, scalar.value < 0x7F {
                chars.append(character(scalar, style: scalar == " " ? Self.blankStyle(cell.style, after: lastLook?.style) : cell.style))
                continue
            }
            for glyph in GlyphResolver.glyphs(for: cell, width: Self.cursesWidth, asciiOnly: asciiOnly) {
                chars.append(character(glyph.scalars.map { wchar_t(bitPattern: $0.value) } + [0], style: glyph.style))
            }
        }
        _ = mvwadd_wchnstr(screen, Int32(run.y), Int32(run.x), chars, Int32(chars.count))
    }

    /// The style to draw a blank in after a cell drawn in `last`. A blank shows only its
    /// background: when `last` has the same background and no attribute, the blank takes it, so
    /// the terminal gets no colour change for it (Explore's first frame changed colour 376 times,
    /// often only for the blank between two texts of one colour). Underlined or reversed blanks
    /// keep their own.
    nonisolated static func blankStyle(_ style: Style, after last: Style?) -> Style {
        guard !style.underline, !style.reverse, let last, last.bg == style.bg,
              !last.bold, !last.dim, !last.reverse, !last.underline
        else { return style }
        return last
    }

    /// The curses character for `text` (code points ending with 0) in `style`.
    private func character(_ text: [wchar_t], style: Style) -> cchar_t {
        var result = cchar_t()
        let look = look(of: style)
        _ = setcchar(&result, text, look.attributes, look.pair, nil)
        return result
    }

    /// The curses character for one code point in `style`, without an array.
    private func character(_ scalar: Unicode.Scalar, style: Style) -> cchar_t {
        var result = cchar_t()
        let look = look(of: style)
        var text: (wchar_t, wchar_t) = (wchar_t(bitPattern: scalar.value), 0)
        withUnsafePointer(to: &text) { pair in
            pair.withMemoryRebound(to: wchar_t.self, capacity: 2) { _ = setcchar(&result, $0, look.attributes, look.pair, nil) }
        }
        return result
    }

    private func look(of style: Style) -> (attributes: attr_t, pair: Int16) {
        if let lastLook, lastLook.style == style { return (lastLook.attributes, lastLook.pair) }
        let attributes = aichats_style_attrs(
            style.bold ? 1 : 0, style.dim ? 1 : 0, style.reverse ? 1 : 0, style.underline ? 1 : 0)
        let pair = noColorVideo.drawsInDefaultColors(style)
            ? (number: 0, newDefinition: nil) : colorPairs.pair(foreground: style.fg, background: style.bg)
        if let definition = pair.newDefinition {
            _ = init_pair(definition.number, definition.foreground, definition.background)
        }
        lastLook = (style, attributes, pair.number)
        return (attributes, pair.number)
    }

    /// Shows the cursor at the buffer's cursor position when it is on screen, hides it otherwise;
    /// hidden, it rests at `focus` when one is given and on screen.
    private func placeCursor(
        _ cursor: (x: Int, y: Int)?, focus: (x: Int, y: Int)?, visible: Size, on screen: UnsafeMutablePointer<WINDOW>?
    ) {
        let onScreen = { (place: (x: Int, y: Int)?) in place.flatMap { Rect(size: visible).contains(x: $0.x, y: $0.y) ? $0 : nil } }
        let target = onScreen(cursor)
        let resting = target == nil ? onScreen(focus) : nil
        if cursorShown != (target != nil) {
            _ = curs_set(target == nil ? 0 : 1)
            cursorShown = target != nil
        }
        _ = leaveok(screen, target == nil && resting == nil)
        if let place = target ?? resting { _ = wmove(screen, Int32(place.y), Int32(place.x)) }
    }

    /// The width ncurses and the terminal give a code point (the C library's `wcwidth`).
    private static func cursesWidth(_ scalar: Unicode.Scalar) -> Int { Int(aichats_wcwidth(scalar.value)) }
}
