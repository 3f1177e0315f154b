import Domain
import Foundation

extension CatalogRecord {
    /// Reads the file in `folder` record by record: a bad record becomes a problem, a bad file
    /// throws `DomainError.unavailable`.
    static func load(from folder: URL, launchedAt: Date) throws(DomainError) -> CatalogLoad<Item> {
        var items: [Item] = []
        var problems: [CatalogProblem] = []
        var seenIDs: Set<String> = []
        for (index, record) in try records(in: folder).enumerated() {
            let label = record.id.flatMap { $0.isEmpty ? nil : $0 } ?? "#\(index)"
            do throws(RecordRejection) {
                let item = try record.result.get().item(launchedAt: launchedAt)
                guard seenIDs.insert(item.id).inserted else { throw RecordRejection("duplicate id '\(item.id)'") }
                items.append(item)
            } catch {
                problems.append(CatalogProblem(file: fileName, record: label, reason: error.reason))
            }
        }
        return CatalogLoad(items: items, problems: problems)
    }

    private static func records(in folder: URL) throws(DomainError) -> [LossyRecord<Self>] {
        let data: Data
        do {
            data = try Data(contentsOf: folder.appendingPathComponent(fileName))
        } catch {
            throw DomainError.unavailable("\(fileName): the file cannot be read")
        }
        do {
            return try JSONDecoder().decode([LossyRecord<Self>].self, from: data)
        } catch DecodingError.typeMismatch {
            throw DomainError.unavailable("\(fileName): not a JSON array")
        } catch {
            throw DomainError.unavailable("\(fileName): not valid JSON")
        }
    }
}
