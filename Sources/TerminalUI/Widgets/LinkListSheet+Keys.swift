import Domain
import Presentation

extension LinkListSheet {
    /// "http and https": named from the rule that refuses the others.
    static let openableSchemes = UntrustedLinkOpener.openableSchemes.sorted().joined(separator: " and ")

    /// The list's keys: moving, a link's number, Enter to open it, `closing` to close the list.
    static func keys(
        hasNumbers: Bool, closing: [Key], edit: @escaping ListKeys.Apply,
        digit: @escaping @MainActor @Sendable (Int) -> Void,
        open: @escaping @MainActor @Sendable () async -> Void, close: @escaping @MainActor @Sendable () -> Void
    ) -> [KeyBinding] {
        ListKeys.bindings(page: 5, edit) + [
            KeyBinding(Key.digits, "Select a link by its number in the text ([43]: 4, then 3)", isListed: hasNumbers) { key in
                if let value = key.digitValue { digit(value) }
            },
            KeyBinding([.enter], "Open the link in the browser (\(openableSchemes) only)", hint: "open") { await open() },
            KeyBinding(closing, "Close the links", hint: "close") { close() },
        ]
    }
}
