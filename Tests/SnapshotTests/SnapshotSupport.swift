import AppComposition
import AppTestSupport
import Foundation
import Presentation
import SnapshotTesting
import TerminalSnapshotting
import TerminalUI
import Testing

/// The sizes every screen is recorded at.
let snapshotSizes = [Size(width: 80, height: 24), Size(width: 120, height: 40)]

/// The smallest screen that is not too small, and 80x24.
let smallSnapshotSizes = [Size(width: 60, height: 16), Size(width: 80, height: 24)]

/// Records or compares one screen at every size in `theme`, after `steps` drive the app there.
@MainActor
func assertScreens(
    _ name: String,
    deps: @autoclosure () -> AppDependencies = .mock,
    path: [AppRoute]? = nil,
    sizes: [Size] = snapshotSizes,
    theme: Theme = .standard,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    steps: (AppDriver) async -> Void = { _ in }
) async {
    for size in sizes {
        let driver = await AppDriver(deps: deps(), path: path, size: size, theme: theme)
        await steps(driver)
        assertSnapshot(
            of: driver.screen, as: .screen, named: "\(size.width)x\(size.height)",
            fileID: fileID, file: filePath, testName: name, line: line, column: column)
    }
}
