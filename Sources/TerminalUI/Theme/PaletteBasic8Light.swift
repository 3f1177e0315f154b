/// The 8-colour palette for a light background: `PaletteBasic8` without the colours that fade
/// into white (cyan 2.0:1, green 2.2:1 and yellow 1.7:1 on white with xterm's values): blue
/// takes cyan's place, magenta yellow's, and the user's name is blue. Red (5.8:1), blue (9.4:1)
/// and magenta (4.7:1) read on white.
enum PaletteBasic8Light {
    private static let black: UInt8 = 0, red: UInt8 = 1, yellow: UInt8 = 3, blue: UInt8 = 4
    private static let magenta: UInt8 = 5, white: UInt8 = 7

    static func style(_ role: ThemeRole) -> Style {
        switch role {
        case .text, .input, .overlayBackground, .border: .plain
        case .muted, .placeholder, .tab, .scrollTrack: Style(dim: true)
        case .title: Style(bold: true)
        case .accent, .success: Style(fg: .basic(blue))
        case .borderFocused: Style(fg: .basic(blue), bold: true)
        case .selection: Style(fg: .basic(white), bg: .basic(blue), bold: true)
        case .selectionUnfocused: Style(reverse: true)
        case .badgeHot, .error: Style(fg: .basic(red), bold: true)
        case .premium: Style(fg: .basic(magenta), bold: true)
        case .warning: Style(fg: .basic(red))
        case .statusBar: Style(reverse: true)
        case .statusKey, .breadcrumb: Style(bold: true, reverse: true)
        case .statusError: Style(fg: .basic(red), bold: true, reverse: true)
        case .buttonKey, .userName: Style(fg: .basic(blue), bold: true)
        case .avatarName: Style(fg: .basic(magenta), bold: true)
        case .link: Style(fg: .basic(blue), underline: true)
        case .tabSelected: Style(fg: .basic(blue), bold: true, underline: true)
        case .sectionHeader: Style(bold: true)
        case .sectionHeaderFocused: Style(fg: .basic(blue), bold: true)
        case .scrollThumb: .plain
        case .heading: Style(fg: .basic(blue), bold: true)
        case .code: Style(fg: .basic(magenta))
        case .codeLabel: Style(bold: true, dim: true)
        case .quote, .reasoning: Style(dim: true)
        // Reversed, the text would take the terminal's white background: black on the yellow.
        case .searchMatch: Style(fg: .basic(black), bg: .basic(yellow), bold: true)
        }
    }
}
