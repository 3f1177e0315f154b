import Domain
import Foundation
import HTTPStreamWire

/// Reads an OPML document in an `aichats-http` of its own: XMLParser (libxml2) never runs in
/// the app, and a hostile document can only fail, or end that helper. The app reads the file
/// and sends its bytes, so the helper needs no access to the user's files.
public struct HelperOPMLReader: OPMLReader {
    let helperLocator: HTTPHelperLocator
    /// The helper parses within 5 s (FeedParsing's limit); this covers its start on a busy machine.
    let killAfter: Duration

    /// `helper`: the `aichats-http` to run; nil finds it next to the app (`HTTPHelperLocator`).
    public init(helper: URL? = nil, killAfter: Duration = .seconds(30)) {
        helperLocator = HTTPHelperLocator(executable: helper)
        self.killAfter = killAfter
    }

    public func entries(in document: Data) throws(OPMLReadError) -> [OPMLEntry] {
        let limit = OPMLReadRequest.maximumDocumentBytes
        guard document.count <= limit else {
            throw OPMLReadError(reason: "the file is larger than \(limit / 1024 / 1024) MB, the most an OPML file may be")
        }
        let ending = OPMLHelperRun.reply(
            to: OPMLReadRequest(document: document), executable: helperLocator.executable(), killAfter: killAfter)
        switch ending {
        case .reply(.feeds(let feeds)):
            do throws(FetchedFeedMapper.Invalid) {
                return try OPMLEntryMapper.entries(feeds)
            } catch {
                throw OPMLReadError(reason: "the network helper's answer was not valid (\(error.description))")
            }
        case .reply(.failed(let reason)): throw OPMLReadError(reason: FetchedFeedMapper.sentence(reason))
        case .cannotStart(let error): throw OPMLReadError(reason: error.reason)
        case .stoppedUnexpectedly:
            throw OPMLReadError(reason: "the network helper aichats-http stopped while reading the OPML file")
        case .otherVersion:
            throw OPMLReadError(reason: "the network helper aichats-http is from another version of aichats; reinstall")
        case .killed:
            throw OPMLReadError(reason: "the network helper was stopped after \(killAfter.components.seconds) s without an answer")
        }
    }
}
