import Testing
@testable import NcursesBackend

/// A fake C library: the locales that exist, which of them are UTF-8, and what the environment
/// gives `setlocale(LC_ALL, "")`.
final class FakeLocales {
    static let all: Int32 = 6, ctype: Int32 = 0
    var existing: Set<String>
    var fromEnvironment: String?
    private(set) var current = "C"
    private(set) var calls: [String] = []

    init(existing: Set<String>, fromEnvironment: String?) {
        self.existing = existing
        self.fromEnvironment = fromEnvironment
    }

    func chooser(_ environment: [String: String]) -> CharacterLocaleChooser {
        CharacterLocaleChooser(
            environment: environment, setLocale: { self.set($0, $1) },
            codesetIsUTF8: { self.current.lowercased().contains("utf") }, allCategories: Self.all,
            characterType: Self.ctype)
    }

    private func set(_ category: Int32, _ name: String?) -> String? {
        calls.append("\(category == Self.all ? "LC_ALL" : "LC_CTYPE")=\(name ?? "?")")
        guard let name else { return current }
        let wanted = name.isEmpty ? fromEnvironment : name
        guard let wanted, existing.contains(wanted) else { return nil }
        current = wanted
        return wanted
    }
}

@Suite("Choosing the character locale")
struct CharacterLocaleTests {
    private let debian: Set<String> = ["C", "POSIX", "C.UTF-8"]

    @Test func aUTF8LocaleIsKept() {
        let locales = FakeLocales(existing: debian.union(["en_GB.UTF-8"]), fromEnvironment: "en_GB.UTF-8")
        #expect(locales.chooser(["LANG": "en_GB.UTF-8"]).choose() == .userUTF8)
        #expect(locales.current == "en_GB.UTF-8")
    }

    @Test(arguments: [["LANG": "C"], ["LANG": "POSIX"], [:], ["LANG": "C", "LC_ALL": ""]])
    func cOrPOSIXSwitchesTheCharacterTypeToCUTF8(_ environment: [String: String]) {
        let locales = FakeLocales(existing: debian, fromEnvironment: environment["LANG"] == "POSIX" ? "POSIX" : "C")
        #expect(locales.chooser(environment).choose() == .switched(to: "C.UTF-8"))
        #expect(locales.calls.last == "LC_CTYPE=C.UTF-8")
    }

    @Test func withoutCUTF8ItTriesEnUS() {
        let locales = FakeLocales(existing: ["C", "POSIX", "en_US.UTF-8"], fromEnvironment: "C")
        #expect(locales.chooser(["LANG": "C"]).choose() == .switched(to: "en_US.UTF-8"))
    }

    @Test func aMissingLocaleInLANGCountsAsC() {
        let locales = FakeLocales(existing: debian, fromEnvironment: nil)
        #expect(locales.chooser(["LANG": "de_DE.UTF-8"]).choose() == .switched(to: "C.UTF-8"))
    }

    @Test func withoutAnyUTF8LocaleTheScreenIsASCII() {
        let locales = FakeLocales(existing: ["C", "POSIX"], fromEnvironment: "C")
        let choice = locales.chooser(["LANG": "C"]).choose()
        #expect(choice == .asciiOnly)
        #expect(!choice.isUTF8)
        #expect(choice.notice?.contains("Set LC_ALL (or LANG, when LC_ALL is unset) to a UTF-8 locale") == true)
        #expect(locales.current == "C")
    }

    @Test func anExistingLCALLIsRespected() {
        let locales = FakeLocales(existing: debian, fromEnvironment: "C")
        #expect(locales.chooser(["LC_ALL": "C", "LANG": "C.UTF-8"]).choose() == .asciiOnly)
        #expect(!locales.calls.contains("LC_CTYPE=C.UTF-8"))
    }

    @Test func anotherNonUTF8LocaleTheUserChoseIsKept() {
        let locales = FakeLocales(existing: debian.union(["de_DE.ISO-8859-1"]), fromEnvironment: "de_DE.ISO-8859-1")
        #expect(locales.chooser(["LANG": "de_DE.ISO-8859-1"]).choose() == .asciiOnly)
        #expect(locales.current == "de_DE.ISO-8859-1")
    }

    /// The log names the choice as interpolating the enum did before it was spelled out.
    @Test(arguments: [CharacterLocale.userUTF8, .switched(to: "C.UTF-8"), .asciiOnly])
    func theLogTextIsTheEnumsOwnSpelling(_ choice: CharacterLocale) {
        #expect(choice.logText == "\(choice)")
    }

    @Test func onlyTheASCIIChoiceHasANotice() {
        #expect(CharacterLocale.userUTF8.notice == nil)
        #expect(CharacterLocale.switched(to: "C.UTF-8").notice == nil)
    }
}
