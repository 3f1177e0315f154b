import AppTestSupport
import Presentation
import SnapshotTesting
import TerminalSnapshotting

/// Asserts the driver's screen against the flow's next numbered snapshot.
@MainActor
final class FlowRecorder {
    private let driver: AppDriver
    private let flow: String
    private var step = 0

    init(_ driver: AppDriver, flow: String) {
        self.driver = driver
        self.flow = flow
    }

    func expectScreen(
        _ name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        step += 1
        let label = step < 10 ? "0\(step)-\(name)" : "\(step)-\(name)"
        assertSnapshot(of: driver.screen, as: .screen, named: label, fileID: fileID, file: filePath,
                       testName: flow, line: line, column: column)
    }
}

extension AppRoute {
    /// The article's id when this is the reader.
    var articleID: String? {
        if case .article(let id, _) = self { id } else { nil }
    }
}
