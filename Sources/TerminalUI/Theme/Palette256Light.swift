/// The 256-colour palette for a light background: `Palette256`'s look with each text colour a
/// darker shade of its hue, at least 4.5:1 on white (WCAG AA; `ThemeContrastTests`). Nothing
/// is dimmed: a terminal fades dim text towards its background, which on white leaves it
/// unreadable. The bars keep their own dark backgrounds, which stand out on white as well.
enum Palette256Light {
    /// The secondary grey (5.25:1), and the blue of focus, headings and links (5.80:1).
    private static let grey: UInt8 = 242, blue: UInt8 = 26

    static func style(_ role: ThemeRole) -> Style {
        switch role {
        case .text, .input, .overlayBackground: .plain
        case .muted, .placeholder, .tab, .quote, .reasoning: Style(fg: .indexed(grey))
        case .title: Style(bold: true)
        case .accent: Style(fg: .indexed(blue))
        case .border: Style(fg: .indexed(244))
        case .borderFocused: Style(fg: .indexed(blue))
        case .selection: Style(fg: .indexed(231), bg: .indexed(25), bold: true)
        case .selectionUnfocused: Style(fg: .indexed(231), bg: .indexed(240))
        case .badgeHot: Style(fg: .indexed(130), bold: true)
        case .premium: Style(fg: .indexed(94), bold: true)
        case .error: Style(fg: .indexed(160), bold: true)
        case .warning: Style(fg: .indexed(130))
        case .success: Style(fg: .indexed(28))
        case .statusBar: Style(fg: .indexed(252), bg: .indexed(236))
        case .statusKey: Style(fg: .indexed(81), bg: .indexed(236), bold: true)
        case .statusError: Style(fg: .indexed(210), bg: .indexed(236), bold: true)
        case .breadcrumb: Style(fg: .indexed(231), bg: .indexed(236), bold: true)
        case .buttonKey: Style(fg: .indexed(blue), bold: true)
        case .userName: Style(fg: .indexed(28), bold: true)
        case .avatarName: Style(fg: .indexed(127), bold: true)
        case .link: Style(fg: .indexed(blue), underline: true)
        case .tabSelected: Style(fg: .indexed(blue), bold: true, underline: true)
        case .sectionHeader: Style(fg: .indexed(grey), bold: true)
        case .sectionHeaderFocused: Style(fg: .indexed(blue), bold: true)
        case .scrollTrack: Style(fg: .indexed(250))
        case .scrollThumb: Style(fg: .indexed(244))
        case .heading: Style(fg: .indexed(blue), bold: true)
        case .code: Style(fg: .indexed(94))
        case .codeLabel: Style(fg: .indexed(grey), bold: true)
        // Reversed, the text would take the terminal's white background: black on the yellow.
        case .searchMatch: Style(fg: .indexed(16), bg: .indexed(220), bold: true)
        }
    }
}
