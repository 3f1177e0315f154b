/// `/` on a screen with nothing to filter (Profile). A query typed after `/` out of habit
/// (less, vim, newsboat) must not act as commands: on Profile "/report" would start a rename
/// with its `r` and type "eport" into it. So the keys up to Esc or Enter are held, none of them
/// acting, and the notice shows what was held and where `/` filters instead.
public struct HeldQuery: Sendable, Equatable {
    /// Where `/` filters, for the screen's notice.
    public let elsewhere: String
    public private(set) var isHolding = false
    /// The characters held so far, as typed.
    public private(set) var text = ""

    public init(elsewhere: String) { self.elsewhere = elsewhere }

    /// The notice while keys are held.
    public var notice: Notice {
        let held = text.isEmpty ? "" : "Not taken: “\(text)”. "
        return Notice(held + "\(elsewhere); what you type is not taken as commands until Esc or Enter")
    }

    mutating func begin() {
        isHolding = true
        text = ""
    }

    mutating func hold(_ typed: String) { text += typed }

    /// `/`: starts holding and says so on the status bar.
    @MainActor mutating func begin(showingOn router: Router) {
        begin()
        router.show(notice)
    }

    /// A key typed after `/`: held, and shown in the notice.
    @MainActor mutating func hold(_ typed: String, showingOn router: Router) {
        hold(typed)
        router.show(notice)
    }

    mutating func end() {
        isHolding = false
        text = ""
    }
}
