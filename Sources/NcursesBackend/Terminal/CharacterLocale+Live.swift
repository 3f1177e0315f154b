import Foundation

extension CharacterLocaleChooser {
    /// The chooser for this process: the C library's `setlocale` and `nl_langinfo(CODESET)`.
    static func live(environment: [String: String] = ProcessInfo.processInfo.environment) -> CharacterLocaleChooser {
        CharacterLocaleChooser(
            environment: environment,
            setLocale: { category, name in setlocale(category, name).map { String(cString: $0) } },
            codesetIsUTF8: {
                let codeset = String(cString: nl_langinfo(nl_item(CODESET))).uppercased()
                return codeset == "UTF-8" || codeset == "UTF8"
            },
            allCategories: LC_ALL, characterType: LC_CTYPE)
    }
}
