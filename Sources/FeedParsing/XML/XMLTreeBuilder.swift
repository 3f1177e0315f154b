import Foundation
import FoundationXML

/// Answers XMLParser's callbacks by building the element tree, and stops the parse as soon as a
/// limit is passed or an entity is declared. Used once, by one parse, on the calling thread.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    private let guardrail: ParseGuardrail
    private var open: [XMLTreeElement] = []
    private(set) var root: XMLTreeElement?
    /// What stopped the parse: a limit, an entity, or the parser's own first error.
    private(set) var failure: FeedParseError?
    /// libxml2's code for the parser's first error (`xmlParserErrors`).
    private(set) var parserErrorCode: Int?
    /// The feed's items kept so far, and their place on the stack of open elements.
    private var selection: ItemSelection
    /// Whether each open element, as `open` stacks them, is a feed's item.
    private var openIsItem: [Bool] = []
    private var itemsRead = 0
    /// How many items past the limit were left out.
    private(set) var leftOutItems = 0

    init(guardrail: ParseGuardrail) {
        self.guardrail = guardrail
        selection = ItemSelection(limit: guardrail.limits.maxItems)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        guard proceed(parser) else { return }
        let qualifiedName = qName ?? elementName
        let declared = namespaceURI ?? ""
        let element = XMLTreeElement(
            namespace: declared.isEmpty ? UndeclaredPrefix.namespace(of: qualifiedName) : declared,
            name: elementName, qualifiedName: qualifiedName, attributes: attributeDict)
        switch guardrail.enter(element, depth: open.count + 1) {
        case .build:
            open.append(element)
            openIsItem.append(false)
        case .buildItem:
            open.append(element)
            openIsItem.append(true)
        case .fail(let failure): stop(parser, failure)
        }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        guard proceed(parser) else { return }
        guard var element = open.popLast(), let isItem = openIsItem.popLast() else { return }
        if selection.release(parent: open.count) { element.children.removeAll { $0 == Self.leftOut } }
        if open.isEmpty {
            root = element
        } else if isItem {
            place(element)
        } else {
            open[open.count - 1].children.append(.element(element))
        }
    }

    /// What takes the place of an item pushed out by a newer one, removed when its parent closes.
    private static let leftOut = XMLTreeNode.text("")

    /// Appends a feed's item to its parent when `selection` keeps it.
    private func place(_ item: XMLTreeElement) {
        itemsRead += 1
        let parent = open.count - 1
        let entry = ItemSelection.Entry(
            rank: ItemRank(date: ItemRank.date(of: item), order: itemsRead), parent: parent, slot: open[parent].children.count)
        switch selection.admit(entry) {
        case .kept:
            open[parent].children.append(.element(item))
        case .replacing(let other, let slot):
            open[other].children[slot] = Self.leftOut
            open[parent].children.append(.element(item))
            leftOutItems += 1
        case .leftOut:
            leftOutItems += 1
        }
    }

    /// False, after stopping the parse, once the time limit has passed or the parse has failed.
    func proceed(_ parser: XMLParser) -> Bool {
        guard failure == nil else { return false }
        if let failure = guardrail.checkTime() {
            stop(parser, failure)
            return false
        }
        return true
    }

    /// Joins the pieces libxml2 delivers a text in, appending in place: a long text arrives in
    /// thousands of pieces.
    func appendText(_ string: String) {
        guard !open.isEmpty else { return }
        let last = open.count - 1
        if case .text(var joined) = open[last].children.last {
            open[last].children.removeLast()
            joined += string
            open[last].children.append(.text(joined))
        } else {
            open[last].children.append(.text(string))
        }
    }

    func stop(_ parser: XMLParser, _ reason: FeedParseError) {
        if failure == nil { failure = reason }
        parser.abortParsing()
    }

    /// True when the document's root element was opened and closed.
    var isComplete: Bool { root != nil && open.isEmpty }

    /// Keeps the first error that makes the document unreadable. libxml2 goes on after a
    /// namespace error (an undeclared `content:` prefix, common in RSS 0.91), and so does this.
    func recordParserError(_ error: Error, at parser: XMLParser) {
        let code = (error as NSError).code
        guard failure == nil, !(200...205).contains(code) else { return }
        parserErrorCode = code
        // libxml2's XML_ERR_DOCUMENT_END (XMLParser.ErrorCode numbers it differently on Linux):
        // the input ended, which with elements still open means the document was cut short.
        let endedEarly = code == 5 && !isComplete
        failure = endedEarly
            ? .truncated
            : .malformed(line: parser.lineNumber, column: parser.columnNumber)
    }
}
