import Observation
import Presentation

/// The reader's title and text as laid out for one width and theme, kept between frames.
///
/// A feed may send an article of millions of characters, which takes a second or more to wrap;
/// every key in the reader (a scroll step) draws a frame, so the text is laid out again only when
/// the item, its links, the width or the theme change, as the chat keeps its wrapped messages.
/// A text of `backgroundBytes` or more is laid out off the main actor, so that the reader shows
/// at once and keys go on working: meanwhile the lines are the text's first ones (`preview`) and
/// `progress` says how far the layout is; the whole text's lines replace them when laid out
/// (they are observed, so the frame is drawn again).
@MainActor @Observable
final class FeedArticleLayout {
    /// What the lines were made from. Strings are compared by their storage first, so an
    /// unchanged item costs nothing to compare.
    private struct Source: Equatable {
        let title: String
        let body: FeedArticleBody
        let width: Int
        let theme: Theme
    }

    /// A text this long (UTF-8 bytes) or longer is laid out in the background.
    static let backgroundBytes = 256 * 1024
    /// How much of such a text is laid out at once, to show while the rest is.
    static let previewBytes = 16 * 1024

    @ObservationIgnored private var source: Source?
    @ObservationIgnored private(set) var titleLines: [[Span]] = []
    private(set) var body = PlacedLines()
    /// How much of the text is laid out, in percent, while it is laid out in the background;
    /// nil once every line is there.
    private(set) var progress: Int?
    /// The numbers of the links that are pictures, which the Links list marks: found once per
    /// item with its layout (in the background for a long one, empty until then).
    var imageLinkNumbers: Set<Int> { foundImages ?? [] }
    @ObservationIgnored private var foundImages: Set<Int>? {
        didSet { if oldValue == nil, foundImages != nil { imageSearchCount += 1 } }
    }
    /// How many times the pictures' links were looked for: once per item, at any width.
    @ObservationIgnored private(set) var imageSearchCount = 0
    /// How many times the text was laid out: once per item, width and theme.
    @ObservationIgnored private(set) var layoutCount = 0
    @ObservationIgnored private var background: BackgroundLayout?

    var bodyLines: [[Span]] { body.lines }

    /// Lays out the title and the text unless the lines kept were made from the same ones.
    func update(title: String, body text: FeedArticleBody, width: Int, theme: Theme, layOutTitle: (Int, Theme) -> [[Span]]) {
        let wanted = Source(title: title, body: text, width: width, theme: theme)
        guard wanted != source else { return }
        if wanted.body != source?.body { foundImages = nil }
        source = wanted
        layoutCount += 1
        titleLines = layOutTitle(width, theme)
        background = nil
        guard text.text.utf8.count >= Self.backgroundBytes else {
            if foundImages == nil { foundImages = text.imageLinkNumbers }
            body = text.lines(width: width, theme: theme, images: imageLinkNumbers)
            progress = nil
            return
        }
        body = text.preview(bytes: Self.previewBytes, width: width, theme: theme)
        progress = 0
        let known = foundImages
        background = BackgroundLayout(Task.detached(priority: .userInitiated) { [weak self] in
            let images = known ?? text.imageLinkNumbers
            let lines = await text.lines(width: width, theme: theme, images: images) { percent in
                await self?.reached(percent, for: wanted)
            }
            if let lines { await self?.laidOut(lines, images: images, for: wanted) }
        })
    }

    private func reached(_ percent: Int, for laidOut: Source) {
        if laidOut == source, percent != progress { progress = percent }
    }

    private func laidOut(_ lines: PlacedLines, images: Set<Int>, for laidOut: Source) {
        guard laidOut == source else { return }
        body = lines
        if foundImages == nil { foundImages = images }
        progress = nil
        background = nil
    }
}

/// The task that lays out a long text; it is cancelled when the layout no longer wants it (another
/// item, width or theme) or is gone (the reader closed).
private final class BackgroundLayout: Sendable {
    let task: Task<Void, Never>
    init(_ task: Task<Void, Never>) { self.task = task }
    deinit { task.cancel() }
}
