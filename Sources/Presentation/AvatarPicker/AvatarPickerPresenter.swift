import Domain
import Foundation
import Observation

/// The avatar picker's state and intents (`c` on an article): every avatar, with a filter;
/// picking one starts a new chat with it about the article and opens it.
@MainActor @Observable
public final class AvatarPickerPresenter: FeaturePresenter<ChatsInteractor>, ScreenPresenter, FilteredPicker {
    public private(set) var avatars: [Avatar] = []
    public private(set) var isLoaded = false
    /// Why loading or starting the chat failed, if it did.
    public private(set) var error: String?
    public var pickerList = FilteredPickerList()

    public let article: ArticleReference

    public init(article: ArticleReference, interactor: ChatsInteractor, router: Router) {
        self.article = article
        super.init(interactor: interactor, router: router)
    }

    public func onAppear() async {
        do {
            avatars = try await interactor.avatars()
            pickerList.selection = Selection(count: visible.count)
            isLoaded = true
        } catch {
            self.error = error.userMessage
        }
    }

    /// The avatars that match the filter, by a part of the name or the description.
    public var visible: [Avatar] {
        avatars.filter { TextMatch.matches(filter.text, in: [$0.name, $0.description]) }
    }

    /// The rows of the list: the name, and the description after it.
    public var rows: [ItemRow] {
        visible.map { ItemRow.avatar($0) }
    }

    public var matchCount: Int { visible.count }
    public var matchingOptions: [Avatar] { visible }

    /// Enter: starts the chat with the selected avatar about the article and opens it.
    public func pickSelected() async {
        guard let index = selection.selected, visible.indices.contains(index) else {
            if matchCount == 0, !filter.isEmpty { router.show(nothingMatchesNotice) }
            return
        }
        let avatar = visible[index]
        do {
            let chat = try await interactor.startChat(with: avatar, about: article)
            router.dismissSheet()
            router.push(.savedChat(id: chat.id))
        } catch {
            self.error = "Could not start the chat: \(error.userMessage)"
        }
    }

    public func closePicker() { router.dismissSheet() }
}
