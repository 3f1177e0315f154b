import Domain
import TerminalUI
import TestSupport
import Testing

/// Every colour a theme draws text in against the background it is made for, with xterm's
/// palette and WCAG 2's contrast ratio: text at least 4.5:1 (AA), borders and the scrollbar's
/// thumb at least 3:1 (non-text), and a bar's own background a band that stands out from the
/// terminal's. A colour the terminal chooses (its default foreground) is its own to keep readable.
@Suite("Theme contrast")
struct ThemeContrastTests {
    static let text = 4.5, nonText = 3.0, band = 1.5
    static let colouredThemes: [Theme] = [.standard, .light, .basic, .basicLight]
    /// The themes whose text is measured. The 8-colour one for a dark background is left out:
    /// its red (3.6:1 on black with xterm's values, for errors and "HOT") and magenta (4.48:1,
    /// avatars' names) are the only ones 8 colours have, and all three are bold, which xterm
    /// (`boldColors`) and the Linux console draw in the bright colour (5.3:1, 6.7:1).
    static let measuredThemes: [Theme] = [.standard, .light, .basicLight]
    /// Drawn as lines and marks, not as words.
    static let nonTextRoles: Set<ThemeRole> = [.border, .borderFocused, .scrollThumb]
    /// The track only shows where the thumb can move; the thumb shows the place.
    static let unmeasuredRoles: Set<ThemeRole> = [.scrollTrack]
    /// The rows and the bar drawn on a background of their own.
    static let barRoles: Set<ThemeRole> = [.selection, .selectionUnfocused, .statusBar]

    static func background(of theme: Theme) -> RGB { theme.background == .light ? .white : .black }

    static func rgb(_ color: Color) -> RGB? {
        switch color {
        case .default: nil
        case .basic(let n): XtermPalette.basic[Int(n % 8)]
        case .indexed(let n): XtermPalette.rgb(n)
        }
    }

    /// The text's colour and the colour behind it as the terminal shows `style` on `background`
    /// (reverse swaps them); nil when the text is in the terminal's own foreground.
    static func shown(_ style: Style, on background: RGB) -> (text: RGB, behind: RGB)? {
        let foreground = rgb(style.fg), behind = rgb(style.bg) ?? background
        if style.reverse { return foreground.map { (behind, $0) } }
        return foreground.map { ($0, behind) }
    }

    /// The figures of the report that asked for the light theme, so the math is xterm's.
    @Test func paletteMathGivesTheReportedFigures() {
        let reported: [(UInt8, RGB, Double)] = [
            (245, .white, 3.45), (39, .white, 2.45), (179, .white, 2.06), (71, .white, 2.70), (170, .white, 3.23),
            (160, .white, 5.40), (245, .black, 6.08), (39, .black, 8.58), (160, .black, 3.89),
        ]
        for (index, background, ratio) in reported {
            let measured = XtermPalette.rgb(index).contrast(with: background)
            #expect(abs(measured - ratio) < 0.005, "colour \(index) on \(background): \(measured)")
        }
        #expect(XtermPalette.rgb(39) == RGB(0, 175, 255) && XtermPalette.rgb(245) == RGB(138, 138, 138))
        #expect(abs(RGB.black.contrast(with: .white) - 21) < 0.001)
    }

    @Test(arguments: measuredThemes)
    func everyRoleReadsOnTheThemesBackground(_ theme: Theme) {
        let background = Self.background(of: theme)
        for role in ThemeRole.allCases where !Self.unmeasuredRoles.contains(role) {
            let style = theme.style(role)
            guard let shown = Self.shown(style, on: background) else { continue }
            let needed = Self.nonTextRoles.contains(role) ? Self.nonText : Self.text
            let ratio = shown.text.contrast(with: shown.behind)
            #expect(ratio >= needed, "\(role): \(shown.text) on \(shown.behind) is \(ratio):1, below \(needed):1")
        }
    }

    @Test(arguments: colouredThemes)
    func barsStandOutFromTheBackground(_ theme: Theme) {
        let background = Self.background(of: theme)
        for role in Self.barRoles {
            guard let behind = Self.rgb(theme.style(role).bg) else { continue }
            #expect(behind.contrast(with: background) >= Self.band, "\(role): \(behind) on \(background)")
        }
    }

    /// A terminal fades dim text towards its background: on white, a colour chosen to read
    /// there would no longer.
    @Test(arguments: [Theme.light, .basicLight])
    func lightThemesDimNoColour(_ theme: Theme) {
        for role in ThemeRole.allCases where theme.style(role).fg != .default {
            #expect(!theme.style(role).dim, "\(role)")
        }
    }

    /// The swatches of the profile colours, marks rather than words, in 256 colours; with 8
    /// colours the colour is the basic one it is named after.
    @Test(arguments: [Theme.standard, .light])
    func profileColoursShowOnTheBackground(_ theme: Theme) throws {
        let background = Self.background(of: theme)
        for color in ProfileColor.allCases {
            let swatch = try #require(Self.rgb(theme.style(color).fg))
            #expect(swatch.contrast(with: background) >= Self.nonText, "\(color): \(swatch) on \(background)")
        }
    }
}
