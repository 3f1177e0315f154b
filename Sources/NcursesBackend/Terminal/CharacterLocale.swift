/// How the app's character type (`LC_CTYPE`) was chosen, which decides whether it can draw and
/// read characters beyond ASCII.
public enum CharacterLocale: Equatable, Sendable {
    /// The user's locale is UTF-8.
    case userUTF8
    /// The user's locale was C or POSIX (or missing), so the character type is this UTF-8 locale.
    case switched(to: String)
    /// No UTF-8 locale: the screen is drawn in ASCII and typed bytes are decoded as UTF-8 by the app.
    case asciiOnly

    /// True when ncurses reads and draws Unicode itself.
    public var isUTF8: Bool { self != .asciiOnly }

    /// How the log names the choice. Spelled out, as interpolating the enum itself would go
    /// through reflection at every start.
    public var logText: String {
        switch self {
        case .userUTF8: "userUTF8"
        case .switched(let name): "switched(to: \"\(name)\")"
        case .asciiOnly: "asciiOnly"
        }
    }

    /// The status-bar line that says why the screen is ASCII, nil when it is not.
    public var notice: String? {
        guard self == .asciiOnly else { return nil }
        // LC_ALL, when set, wins over LANG: naming only LANG misled a user whose LC_ALL was C.
        return "No UTF-8 locale: drawing in ASCII. Set LC_ALL (or LANG, when LC_ALL is unset) to a UTF-8 locale, e.g. C.UTF-8."
    }
}

/// Chooses the character locale from the environment. Pure: `setLocale` (with `setlocale`'s
/// meaning: nil when the locale does not exist) and `codesetIsUTF8` are injected.
struct CharacterLocaleChooser {
    /// UTF-8 locales to try for the character type when the user's is C or POSIX, in order.
    static let candidates = ["C.UTF-8", "en_US.UTF-8"]

    var environment: [String: String]
    var setLocale: (_ category: Int32, _ name: String?) -> String?
    var codesetIsUTF8: () -> Bool
    var allCategories: Int32
    var characterType: Int32

    /// Sets the locale from the environment, then switches the character type to a UTF-8 locale
    /// when the user's is C or POSIX and `LC_ALL` does not name an existing locale.
    func choose() -> CharacterLocale {
        let fromEnvironment = setLocale(allCategories, "")
        if codesetIsUTF8() { return .userUTF8 }
        let forced = !(environment["LC_ALL"] ?? "").isEmpty && fromEnvironment != nil
        let current = setLocale(characterType, nil) ?? "C"
        guard !forced, current == "C" || current == "POSIX" else { return .asciiOnly }
        for candidate in Self.candidates where setLocale(characterType, candidate) != nil {
            if codesetIsUTF8() { return .switched(to: candidate) }
        }
        _ = setLocale(characterType, current)
        return .asciiOnly
    }
}
