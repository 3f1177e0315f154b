import Foundation

/// One element of a catalog array, decoded without failing the whole array.
///
/// The id is read on its own first, so a record that cannot be decoded can still be named.
struct LossyRecord<DTO: Decodable>: Decodable {
    /// The record's id when it has a readable one.
    let id: String?
    /// The decoded record, or why it could not be decoded.
    let result: Result<DTO, RecordRejection>

    init(from decoder: any Decoder) throws {
        id = try? RecordIdentity(from: decoder).id
        do {
            result = .success(try DTO(from: decoder))
        } catch {
            result = .failure(RecordRejection(decodingError: error, recordDepth: decoder.codingPath.count))
        }
    }
}

/// Just the id of a record.
private struct RecordIdentity: Decodable {
    let id: String?
}
