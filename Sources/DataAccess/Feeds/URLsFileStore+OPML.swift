import Domain
import Foundation

extension URLsFileStore {
    /// Adds the feeds of the OPML document `bytes` (from `source`) that are not listed yet, each
    /// as a line of its own (`OPMLImport` says which tags and title). A document that gives no
    /// feeds leaves the list as it was.
    func importOPML(_ bytes: [UInt8], from source: URL) throws(FeedListError) -> FeedImportReport {
        let entries: [OPMLEntry]
        do {
            entries = try opmlReader.entries(in: Data(bytes))
        } catch {
            throw .opmlUnreadable(path: FeedFileIO.name(of: source), reason: error.reason)
        }
        return try FeedListLock.whileChanging(file.path) { () throws(FeedListError) in
            var contents = try read()
            let report = OPMLImport.report(for: entries, into: contents.feedListForChanges)
            for feed in report.added { contents.append(URLsLine.text(for: feed).utf8) }
            if !report.added.isEmpty { try FeedFileIO.replace(file.path, with: contents.bytes) }
            return report
        }
    }
}
