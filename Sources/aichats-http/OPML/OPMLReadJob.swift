import Foundation
import HTTPStreamWire

/// One OPML document, sent by aichats: parsed under the same address-space cap as a feed, so
/// a document built to blow up the parser only ends this helper; answered with one reply
/// frame, then the helper exits.
struct OPMLReadJob {
    let request: OPMLReadRequest
    let output: HelperOutput

    func run() -> Never {
        HelperMemoryLimit.apply()
        output.send(Self.frame(for: OPMLDocumentReply.reply(for: request.document)))
        HelperExit.finished()
    }

    /// The reply's frame; feeds that do not fit in one frame fail instead.
    static func frame(for reply: OPMLReadReply) -> HTTPStreamFrame {
        if let frame = try? reply.frame { return frame }
        let tooLarge = OPMLReadReply.failed(
            reason: "the feeds of the OPML file take more than \(ByteCount.text(HTTPStreamFrame.maximumPayloadSize)) once read")
        return (try? tooLarge.frame) ?? HTTPStreamFrame(kind: .opmlReply, payload: Data())
    }
}
