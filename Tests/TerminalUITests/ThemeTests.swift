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

    @Test func basic8UsesBasicColoursOnly() {
        for role in ThemeRole.allCases {
            for color in colors(Theme.basic.style(role)) {
                if case .indexed = color { Issue.record("\(role) uses an indexed colour") }
                if case .basic(let n) = color { #expect(n < 8) }
            }
        }
    }

    @Test func full256UsesIndexedColoursOnly() {
        for role in ThemeRole.allCases {
            for color in colors(Theme.standard.style(role)) {
                if case .basic = color { Issue.record("\(role) uses a basic colour") }
            }
        }
    }

    @Test(arguments: [Theme.standard, Theme.basic])
    func onlySelectionAndStatusBarRolesSetABackground(_ theme: Theme) {
        let allowed: Set<ThemeRole> = [.selection, .selectionUnfocused, .statusBar, .statusKey, .statusError, .breadcrumb]
        for role in ThemeRole.allCases where !allowed.contains(role) {
            #expect(theme.style(role).bg == .default, "\(role)")
        }
    }

    @Test(arguments: [Theme.standard, Theme.basic, Theme.monochrome])
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
}
