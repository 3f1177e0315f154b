/// The 256-colour palette for a dark background: every text colour at least 4.5:1 on black
/// (WCAG AA; `ThemeContrastTests`). `Palette256Light` is the same look for a light one.
enum Palette256 {
    static func style(_ role: ThemeRole) -> Style {
        switch role {
        case .text, .input, .overlayBackground: .plain
        case .muted, .placeholder: Style(fg: .indexed(245))
        case .title: Style(bold: true)
        case .accent: Style(fg: .indexed(39))
        case .border: Style(fg: .indexed(244))
        case .borderFocused: Style(fg: .indexed(39))
        case .selection: Style(fg: .indexed(231), bg: .indexed(25), bold: true)
        case .selectionUnfocused: Style(fg: .indexed(231), bg: .indexed(240))
        case .badgeHot: Style(fg: .indexed(202), bold: true)
        case .premium: Style(fg: .indexed(136), bold: true)
        case .error: Style(fg: .indexed(196), bold: true)
        case .warning: Style(fg: .indexed(208))
        case .success: Style(fg: .indexed(34))
        case .statusBar: Style(fg: .indexed(252), bg: .indexed(236))
        case .statusKey: Style(fg: .indexed(81), bg: .indexed(236), bold: true)
        case .statusError: Style(fg: .indexed(210), bg: .indexed(236), bold: true)
        case .breadcrumb: Style(fg: .indexed(231), bg: .indexed(236), bold: true)
        case .buttonKey: Style(fg: .indexed(39), bold: true)
        case .userName: Style(fg: .indexed(71), bold: true)
        case .avatarName: Style(fg: .indexed(170), bold: true)
        case .link: Style(fg: .indexed(39), underline: true)
        case .tab: Style(fg: .indexed(245))
        case .tabSelected: Style(fg: .indexed(39), bold: true, underline: true)
        case .sectionHeader: Style(fg: .indexed(245), bold: true)
        case .sectionHeaderFocused: Style(fg: .indexed(39), bold: true)
        case .scrollTrack: Style(fg: .indexed(240))
        case .scrollThumb: Style(fg: .indexed(246))
        case .heading: Style(fg: .indexed(39), bold: true)
        case .code: Style(fg: .indexed(179))
        case .codeLabel: Style(fg: .indexed(245), bold: true)
        case .quote: Style(fg: .indexed(245))
        case .searchMatch: Style(fg: .indexed(220), bold: true, reverse: true)
        case .reasoning: Style(fg: .indexed(245), dim: true)
        }
    }
}
