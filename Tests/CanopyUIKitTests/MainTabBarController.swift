// A tab bar app's root written exactly as for iOS: only the import differs.
#if canImport(UIKit)
    import UIKit
#else
    import CanopyUIKit
#endif

/// One tab's first screen: a title and a centred message.
final class TabContentViewController: UIViewController {
    let message: String
    let messageLabel = UILabel()

    init(title: String, message: String) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        messageLabel.text = message
        messageLabel.font = UIFont.preferredFont(forTextStyle: .body)
        messageLabel.adjustsFontForContentSizeCategory = true
        messageLabel.textColor = .secondaryLabel
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(messageLabel)
        NSLayoutConstraint.activate([
            messageLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 32),
            messageLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -32),
            messageLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [
            makeTab(
                TabContentViewController(title: "Home", message: "Your feed is up to date."), image: "house", selectedImage: "house.fill"),
            makeTab(TabContentViewController(title: "Search", message: "Search people and posts."), image: "magnifyingglass"),
            makeTab(TabContentViewController(title: "Settings", message: "Manage your account."), image: "gear"),
        ]
    }

    private func makeTab(_ root: UIViewController, image: String, selectedImage: String? = nil) -> UINavigationController {
        let navigationController = UINavigationController(rootViewController: root)
        navigationController.tabBarItem = UITabBarItem(
            title: root.title, image: UIImage(systemName: image), selectedImage: selectedImage.flatMap { UIImage(systemName: $0) })
        return navigationController
    }
}
