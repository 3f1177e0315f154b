/// The palette without colour: bold, dim, reverse and underline only.
enum PaletteMonochrome {
    static func style(_ role: ThemeRole) -> Style {
        switch role {
        case .text, .input, .overlayBackground, .border, .success, .scrollThumb: .plain
        case .muted, .placeholder, .tab, .sectionHeader, .scrollTrack: Style(dim: true)
        case .title, .accent, .borderFocused, .badgeHot, .premium, .error, .warning, .buttonKey,
             .userName, .avatarName, .sectionHeaderFocused:
            Style(bold: true)
        case .selection, .statusBar: Style(reverse: true)
        case .selectionUnfocused, .link: Style(underline: true)
        case .statusKey, .breadcrumb: Style(bold: true, reverse: true)
        case .statusError: Style(bold: true, reverse: true, underline: true)
        case .tabSelected: Style(bold: true, reverse: true)
        case .heading: Style(bold: true, underline: true)
        case .code: .plain
        case .codeLabel, .quote, .reasoning: Style(dim: true)
        case .searchMatch: Style(bold: true, reverse: true)
        }
    }
}
