import Domain
import GRDB

/// A row of `avatarSetting`; the prompt is cleaned (`UntrustedText`) both ways.
struct AvatarSettingRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "avatarSetting"

    var avatarId: String
    var systemPrompt: String?
    var temperature: Double?
    var maxTokens: Int?
    var backendName: String?
    var model: String?

    init(_ settings: AvatarSettings, avatarID: String) {
        avatarId = avatarID
        systemPrompt = settings.systemPrompt.map(UntrustedText.clean)
        temperature = settings.temperature
        maxTokens = settings.maxTokens
        backendName = settings.model.map { UntrustedText.clean($0.backendName) }
        model = settings.model?.model.map(UntrustedText.clean)
    }

    var settings: AvatarSettings {
        AvatarSettings(systemPrompt: systemPrompt.map(UntrustedText.clean), temperature: temperature, maxTokens: maxTokens,
                       model: backendName.map { ModelChoice(backendName: UntrustedText.clean($0), model: model.map(UntrustedText.clean)) })
    }
}
