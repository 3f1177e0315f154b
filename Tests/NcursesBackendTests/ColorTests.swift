import Testing
import TerminalUI
@testable import NcursesBackend

@Suite("Colour mapping")
struct ColorMappingTests {
    @Test("default is -1, basic colours are themselves")
    func defaultAndBasic() {
        #expect(ColorMapping.number(for: .default, colorCount: 256) == -1)
        #expect(ColorMapping.number(for: .basic(3), colorCount: 8) == 3)
        #expect(ColorMapping.number(for: .basic(3), colorCount: 256) == 3)
    }

    @Test("indexed colours are kept on a 256-colour terminal")
    func indexedOn256() {
        #expect(ColorMapping.number(for: .indexed(200), colorCount: 256) == 200)
        #expect(ColorMapping.number(for: .indexed(12), colorCount: 16) == 12)
    }

    @Test("indexed colours become the nearest basic colour on 8 colours", arguments: [
        (UInt8(9), Int16(1)), (1, 1), (196, 1), (46, 2), (21, 4), (226, 3), (51, 6), (201, 5),
        (16, 0), (231, 7), (232, 0), (255, 7), (214, 3),
    ])
    func indexedOn8(index: UInt8, expected: Int16) {
        #expect(ColorMapping.number(for: .indexed(index), colorCount: 8) == expected)
    }

    @Test("the xterm cube and grey ramp values")
    func palette() {
        #expect(ColorMapping.rgb(ofIndexed: 16) == (0, 0, 0))
        #expect(ColorMapping.rgb(ofIndexed: 196) == (255, 0, 0))
        #expect(ColorMapping.rgb(ofIndexed: 75) == (95, 175, 255))
        #expect(ColorMapping.rgb(ofIndexed: 244) == (128, 128, 128))
    }
}

@Suite("ColorPairTable")
struct ColorPairTableTests {
    @Test("without colour everything is pair 0")
    func noColor() {
        var table = ColorPairTable(colorCount: 0, pairLimit: 0)
        #expect(table.pair(foreground: .basic(1), background: .indexed(20)) == (0, nil))
    }

    @Test("default on default has a pair of its own, so ncurses never resets colours before plain text")
    func defaultPair() {
        var table = ColorPairTable(colorCount: 256, pairLimit: 256)
        #expect(table.pair(foreground: .default, background: .default) == (1, ColorPairDefinition(number: 1, foreground: -1, background: -1)))
        #expect(table.pair(foreground: .default, background: .default) == (1, nil))
    }

    @Test("pairs are numbered on first use and reused")
    func lazyAllocation() {
        var table = ColorPairTable(colorCount: 256, pairLimit: 256)
        let first = table.pair(foreground: .basic(1), background: .default)
        #expect(first == (1, ColorPairDefinition(number: 1, foreground: 1, background: -1)))
        #expect(table.pair(foreground: .basic(1), background: .default) == (1, nil))
        let second = table.pair(foreground: .indexed(75), background: .indexed(236))
        #expect(second == (2, ColorPairDefinition(number: 2, foreground: 75, background: 236)))
    }

    @Test("colours that map to the same basic colour share a pair on 8 colours")
    func sharedAfterMapping() {
        var table = ColorPairTable(colorCount: 8, pairLimit: 64)
        #expect(table.pair(foreground: .indexed(196), background: .default).number == 1)
        #expect(table.pair(foreground: .basic(1), background: .default) == (1, nil))
    }

    @Test("when pairs run out, pair 0 is used")
    func exhausted() {
        var table = ColorPairTable(colorCount: 256, pairLimit: 3)
        #expect(table.pair(foreground: .basic(1), background: .default).number == 1)
        #expect(table.pair(foreground: .basic(2), background: .default).number == 2)
        #expect(table.pair(foreground: .basic(3), background: .default) == (0, nil))
        #expect(table.pair(foreground: .basic(1), background: .default) == (1, nil))
    }

    @Test("the colour support follows the colour count")
    func support() {
        #expect(NcursesColorSupport(colorCount: 256) == .full)
        #expect(NcursesColorSupport(colorCount: 8) == .basic)
        #expect(NcursesColorSupport(colorCount: 0) == .none)
    }
}
