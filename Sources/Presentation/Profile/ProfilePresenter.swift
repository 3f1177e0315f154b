import Domain
import Foundation
import Observation

/// The Profile screen's state and intents: rename, recolour, delete the account.
@MainActor @Observable
public final class ProfilePresenter: FeaturePresenter<AccountInteractor>, ScreenPresenter, QuitGuarding {
    /// The profile, or nil for a guest.
    public private(set) var profile: Profile?
    /// The user's chats, messages, made avatars and bookmarks.
    public private(set) var stats = ProfileStats.zero
    public private(set) var isLoaded = false
    /// Why loading or saving failed, if it did.
    public private(set) var error: String?
    /// The new name while renaming, nil otherwise.
    public private(set) var nameInput: TextInput?
    /// The keys typed after `/`, held until Esc or Enter: Profile has no filter (`+Filter`).
    public internal(set) var heldQuery = HeldQuery(
        elsewhere: "Profile has no filter: / filters Explore (Esc), a category and Feeds, and searches Chats (Esc, then c)")
    private var discardGuard = DiscardGuard(unsaved: .name, saving: "Enter saves it")

    public func onAppear() async {
        do {
            profile = try await interactor.profile()
            stats = try await interactor.stats()
            isLoaded = true
            error = nil
        } catch {
            self.error = error.userMessage
        }
    }

    /// The account may have been created in the sheet meanwhile.
    public func onReappear() async { await onAppear() }

    /// True while the new name is being typed.
    public var isRenaming: Bool { nameInput != nil }

    /// Starts renaming (`r`), from the current name.
    public func beginRename() {
        guard let profile else { return }
        nameInput = TextInput(profile.name)
        discardGuard.disarm()
    }

    public func editName(_ edit: (inout TextInput) -> Void) {
        guard var input = nameInput else { return }
        edit(&input)
        nameInput = input
        discardGuard.disarm()
    }

    /// The longest display name, in graphemes.
    public var nameLimit: Int { ProfileInteractor.maxNameLength }

    /// Types or pastes into the new name; what goes past `nameLimit` is left out, and a notice
    /// says so.
    public func insertIntoName(_ text: String) {
        editName { router.typeName(text, into: &$0, limit: nameLimit) }
    }

    /// Stops renaming without saving (Esc); with another name typed, the first Esc only warns,
    /// as a form's does.
    public func cancelRename() {
        guard mayLeave(by: .close) else { return }
        nameInput = nil
        error = nil
    }

    /// Ctrl-C: with another name typed, the first Ctrl-C only warns.
    public func allowsQuitting() -> Bool { mayLeave(by: .quit) }

    /// The name typed, when it is not the saved one.
    public var unsavedInput: UnsavedInput? {
        guard let input = nameInput, input.text != profile?.name else { return nil }
        return UnsavedInput(form: "Profile", fields: [("new name", input.text)])
    }

    private func mayLeave(by leaving: DiscardGuard.Leaving) -> Bool {
        let named = !(nameInput?.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ?? true)
        return discardGuard.allowsLeaving(by: leaving, hasChanges: unsavedInput != nil, canSave: named, router: router)
    }

    /// Saves the new name (Enter); an invalid name stays in the field with the reason.
    public func commitRename() async {
        guard let input = nameInput else { return }
        if await saved({ try await interactor.rename(to: input.text) }) { nameInput = nil }
    }

    /// Saves the next or previous colour (←/→).
    public func cycleColor(by delta: Int) async {
        guard let profile else { return }
        _ = await saved { try await interactor.recolor(to: profile.color.cycled(by: delta)) }
    }

    /// Runs a change and shows the profile as stored afterwards, with what another aichats on the
    /// same data folder changed. An account deleted meanwhile is not made again: the app goes
    /// where a deleted account goes, Welcome, and says why. False when nothing was saved.
    private func saved(_ change: () async throws -> Profile) async -> Bool {
        do {
            profile = try await change()
            error = nil
            return true
        } catch let gone as DomainError where gone == .accountGone {
            router.setRoot(.welcome)
            router.show(Notice(Self.accountGoneNotice, isError: true))
        } catch {
            self.error = error.userMessage
        }
        return false
    }

    static let accountGoneNotice = "Your account was deleted (in another aichats, say): the change was not saved"

    /// Enter as a guest: the create-account sheet.
    public func createAccount() {
        guard isLoaded, profile == nil else { return }
        router.present(.createAccount(then: nil))
    }

    /// Asks to confirm deleting the account (`D`), counting what would go at that moment.
    public func askToDeleteAccount() async {
        guard profile != nil else { return }
        if let fresh = try? await interactor.stats() { stats = fresh }
        router.confirm(Self.deleteAlert(stats: stats)) { [weak self] action in
            guard action == .deleteAccount else { return }
            await self?.deleteAccount()
        }
    }

    public func back() { router.pop() }

    /// The confirmation shown before deleting the account: it names what goes, with the counts,
    /// and what stays: exported chats are the user's own files, outside the database.
    public static func deleteAlert(stats: ProfileStats) -> AppAlert {
        // What there is none of is left out: "0 bookmarks" only lengthens the question.
        let counted: [(Int, String)] = [
            (stats.chats, Count.phrase(stats.chats, "chat")), (stats.messages, Count.phrase(stats.messages, "message")),
            (stats.drafts, Count.phrase(stats.drafts, "unsent draft")),
            (stats.avatars, Count.phrase(stats.avatars, "avatar you made", plural: "avatars you made")),
            (stats.bookmarks, Count.phrase(stats.bookmarks, "bookmark")),
            (stats.readArticles, "the read marks of " + Count.phrase(stats.readArticles, "article")),
        ]
        let goes = counted.filter { $0.0 > 0 }.map(\.1)
        return .confirmation(
            title: "Delete account",
            message: "Delete your profile" + (goes.isEmpty ? "" : ", \(Count.list(goes))") + "? This cannot be undone. "
                + "Chats you exported (Ctrl-S) are files of yours and stay.",
            doing: "Delete", action: .deleteAccount, kept: "Account not deleted")
    }

    private func deleteAccount() async {
        do {
            try await interactor.deleteAccount()
            router.setRoot(.welcome)
            router.show(Notice("Account deleted"))
        } catch {
            router.show(Notice("Could not delete the account: \(error.userMessage)", isError: true))
        }
    }
}
