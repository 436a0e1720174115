// Os comandos que só o Perfil tem, e as listas que ele abre: são da página (`daPagina`), sem
// caso em `ComandoDaTela`; o nome no `frila teclas --json` é o mesmo de sempre.
extension ComandoDaTela {
    public static let alternarDisponibilidade = ComandoDaTela.daPagina(ComandoProprio("alternarDisponibilidade"))
    public static let sincronizar = ComandoDaTela.daPagina(ComandoProprio("sincronizar"))
    public static let sairDaConta = ComandoDaTela.daPagina(ComandoProprio("sairDaConta"))
    public static let dispensarRecusada = ComandoDaTela.daPagina(ComandoProprio("dispensarRecusada"))
    public static let retentarRecusada = ComandoDaTela.daPagina(ComandoProprio("retentarRecusada"))
    public static let abrirCandidaturas = ComandoDaTela.daPagina(ComandoProprio("abrirCandidaturas"))
    public static let abrirHistorico = ComandoDaTela.daPagina(ComandoProprio("abrirHistorico"))
    public static let abrirBloqueios = ComandoDaTela.daPagina(ComandoProprio("abrirBloqueios"))
    public static let abrirEquipe = ComandoDaTela.daPagina(ComandoProprio("abrirEquipe"))
    /// Numa lista aberta do Perfil: x (retirar, desbloquear, remover) e n (mais antigos).
    public static let acionarNaLista = ComandoDaTela.daPagina(ComandoProprio("acionarNaLista"))
    public static let maisAntigos = ComandoDaTela.daPagina(ComandoProprio("maisAntigos"))
}
