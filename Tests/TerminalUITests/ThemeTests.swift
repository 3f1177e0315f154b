import Testing
@testable import TerminalUI

@Suite("Theme")
struct ThemeTests {
    private func colors(_ style: Style) -> [Color] { [style.fg, style.bg] }

    @Test func monochromeUsesAttributesOnly() {
        for role in ThemeRole.allCases {
            let style = Theme.monochrome.style(role)
            #expect(style.fg == .default && style.bg == .default, "\(role)")
        }
        #expect(Theme.monochrome.style(.selection).reverse)
        #expect(Theme.monochrome.style(.borderFocused).bold)
        #expect(Theme.monochrome.style(.muted).dim)
        #expect(Theme.monochrome.style(.statusBar).reverse)
    }

    @Test(arguments: [Theme.basic, .basicLight])
    func basic8UsesBasicColoursOnly(_ theme: Theme) {
        for role in ThemeRole.allCases {
            for color in colors(theme.style(role)) {
                if case .indexed = color { Issue.record("\(role) uses an indexed colour") }
                if case .basic(let n) = color { #expect(n < 8) }
            }
        }
    }

    @Test(arguments: [Theme.standard, .light])
    func full256UsesIndexedColoursOnly(_ theme: Theme) {
        for role in ThemeRole.allCases {
            for color in colors(theme.style(role)) {
                if case .basic = color { Issue.record("\(role) uses a basic colour") }
            }
        }
    }

    /// On a light background a search match has its own too: reversed, its text would be white.
    @Test(arguments: [Theme.standard, .basic, .light, .basicLight])
    func onlySelectionAndStatusBarRolesSetABackground(_ theme: Theme) {
        var allowed: Set<ThemeRole> = [.selection, .selectionUnfocused, .statusBar, .statusKey, .statusError, .breadcrumb]
        if theme.background == .light { allowed.insert(.searchMatch) }
        for role in ThemeRole.allCases where !allowed.contains(role) {
            #expect(theme.style(role).bg == .default, "\(role)")
        }
    }

    @Test(arguments: [Theme.standard, .basic, .light, .basicLight, .monochrome])
    func focusAndSelectionAreDistinguishable(_ theme: Theme) {
        #expect(theme.style(.selection) != theme.style(.text))
        #expect(theme.style(.selection) != theme.style(.selectionUnfocused))
        #expect(theme.style(.borderFocused) != theme.style(.border))
        #expect(theme.style(.tabSelected) != theme.style(.tab))
        #expect(theme.style(.sectionHeaderFocused) != theme.style(.sectionHeader))
        #expect(theme.style(.placeholder) != theme.style(.input))
    }

    @Test func accentStyleFollowsTheMode() {
        #expect(Theme.standard.accentStyle(basic: 5, indexed: 170) == Style(fg: .indexed(170)))
        #expect(Theme.basic.accentStyle(basic: 5, indexed: 170) == Style(fg: .basic(5)))
        #expect(Theme.monochrome.accentStyle(basic: 5, indexed: 170) == Style(bold: true))
        #expect(Theme(mode: .basic8).mode == .basic8)
    }

    /// The light theme is the same look: the bars and what is bold, underlined or reversed stay;
    /// only the colours of the text change.
    @Test(arguments: [(Theme.standard, Theme.light), (.basic, .basicLight)])
    func lightThemeKeepsTheLook(_ dark: Theme, _ light: Theme) {
        for role in ThemeRole.allCases where role != .searchMatch {
            let (a, b) = (dark.style(role), light.style(role))
            #expect(a.bold == b.bold && a.underline == b.underline && a.reverse == b.reverse, "\(role)")
            #expect((a.fg == .default) == (b.fg == .default), "\(role)")
        }
        for role in [ThemeRole.statusBar, .statusKey, .statusError, .breadcrumb, .selection, .selectionUnfocused] {
            #expect(dark.style(role) == light.style(role), "\(role)")
        }
    }

    /// Without colour there is nothing to choose for a background.
    @Test func monochromeIsTheSameOnEitherBackground() {
        for role in ThemeRole.allCases {
            #expect(Theme(mode: .none, background: .light).style(role) == Theme.monochrome.style(role))
        }
    }
}
