/// The 8-colour palette: basic colours, with reverse for the bars.
enum PaletteBasic8 {
    private static let red: UInt8 = 1, green: UInt8 = 2, yellow: UInt8 = 3, blue: UInt8 = 4
    private static let magenta: UInt8 = 5, cyan: UInt8 = 6, white: UInt8 = 7

    static func style(_ role: ThemeRole) -> Style {
        switch role {
        case .text, .input, .overlayBackground, .border: .plain
        case .muted, .placeholder, .tab, .scrollTrack: Style(dim: true)
        case .title: Style(bold: true)
        case .accent: Style(fg: .basic(cyan))
        case .borderFocused: Style(fg: .basic(cyan), bold: true)
        case .selection: Style(fg: .basic(white), bg: .basic(blue), bold: true)
        case .selectionUnfocused: Style(reverse: true)
        case .badgeHot, .error: Style(fg: .basic(red), bold: true)
        case .premium: Style(fg: .basic(yellow), bold: true)
        case .warning: Style(fg: .basic(yellow))
        case .success: Style(fg: .basic(green))
        case .statusBar: Style(reverse: true)
        case .statusKey, .breadcrumb: Style(bold: true, reverse: true)
        case .statusError: Style(fg: .basic(red), bold: true, reverse: true)
        case .buttonKey: Style(fg: .basic(cyan), bold: true)
        case .userName: Style(fg: .basic(green), bold: true)
        case .avatarName: Style(fg: .basic(magenta), bold: true)
        case .link: Style(fg: .basic(cyan), underline: true)
        case .tabSelected: Style(fg: .basic(cyan), bold: true, underline: true)
        case .sectionHeader: Style(bold: true)
        case .sectionHeaderFocused: Style(fg: .basic(cyan), bold: true)
        case .scrollThumb: .plain
        case .heading: Style(fg: .basic(cyan), bold: true)
        case .code: Style(fg: .basic(yellow))
        case .codeLabel: Style(bold: true, dim: true)
        case .quote: Style(dim: true)
        case .searchMatch: Style(fg: .basic(yellow), bold: true, reverse: true)
        case .reasoning: Style(dim: true)
        }
    }
}
