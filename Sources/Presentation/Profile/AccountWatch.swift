import Domain
import Foundation

/// Notices an account deleted in another aichats on the same data folder: at the next screen
/// change, this one goes to Welcome and says so, instead of carrying on without an account (what
/// it then wrote would be the next account's).
@MainActor
public final class AccountWatch {
    private let interactor: ProfileInteractor
    /// True while the account this window last saw exists.
    private var hadAccount = false

    public init(interactor: ProfileInteractor) {
        self.interactor = interactor
    }

    /// Notes whether there is an account now, without acting on it: at the start, when this
    /// window has seen none yet.
    public func note() async {
        if (try? await interactor.currentProfile()) != nil { hadAccount = true }
    }

    /// Before the screens change: when the account seen before is gone and this window did not
    /// go to Welcome itself (its own deletion does), goes there and says why. A profile that
    /// cannot be read changes nothing.
    public func check(_ router: Router) async {
        let profile: Profile?
        do { profile = try await interactor.currentProfile() } catch { return }
        guard profile == nil else {
            hadAccount = true
            return
        }
        defer { hadAccount = false }
        guard hadAccount, router.path.first != .welcome else { return }
        router.dismissSheet()
        router.setRoot(.welcome)
        router.show(Notice(Self.accountGoneNotice, isError: true))
    }

    /// What this window says when its account went in another one.
    public static let accountGoneNotice = "Your account was deleted (in another aichats, say)"
}
